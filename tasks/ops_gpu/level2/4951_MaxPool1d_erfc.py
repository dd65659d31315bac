"""MaxPool1d -> torch.erfc: synthesised by warpgym synth (seed 9, index 358, torch#2, dim 0 x19860)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> torch.erfc"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = torch.erfc(x)
        return x


def get_inputs():
    return [torch.randn(2542080, 256)]


def get_init_inputs():
    return []
