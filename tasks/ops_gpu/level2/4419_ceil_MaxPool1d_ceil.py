"""torch.ceil -> MaxPool1d -> torch.ceil: synthesised by warpgym synth (seed 7, index 6945, torch#3, dim 0 x5873)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ceil -> MaxPool1d -> torch.ceil"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = torch.ceil(x)
        x = self.maxpool1d_1(x)
        x = torch.ceil(x)
        return x


def get_inputs():
    return [torch.randn(1503488, 256)]


def get_init_inputs():
    return []
