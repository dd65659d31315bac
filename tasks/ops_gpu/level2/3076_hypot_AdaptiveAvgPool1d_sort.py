"""torch.hypot -> AdaptiveAvgPool1d -> torch.sort: synthesised by warpgym synth (seed 7, index 4865, torch#3, dim 0 x1173)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.hypot -> AdaptiveAvgPool1d -> torch.sort"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_1 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x, x1):
        x = torch.hypot(x, x1)
        x = self.adaptiveavgpool1d_1(x)
        x = torch.sort(x)[0]
        return x


def get_inputs():
    return [torch.randn(300288, 512), torch.randn(300288, 512)]


def get_init_inputs():
    return []
