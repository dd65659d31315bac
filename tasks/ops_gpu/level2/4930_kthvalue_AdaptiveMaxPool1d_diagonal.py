"""torch.kthvalue -> AdaptiveMaxPool1d -> torch.diagonal: synthesised by warpgym synth (seed 9, index 326, torch#3, dim 0 x7819)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.kthvalue -> AdaptiveMaxPool1d -> torch.diagonal"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = torch.kthvalue(x, 2)[0]
        x = self.adaptivemaxpool1d_1(x)
        x = torch.diagonal(x)
        return x


def get_inputs():
    return [torch.randn(125104, 32, 256)]


def get_init_inputs():
    return []
