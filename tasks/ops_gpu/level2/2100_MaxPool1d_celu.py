"""MaxPool1d -> F.celu: synthesised by warpgym synth (seed 7, index 3317, torch#2, dim 0 x2438)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> F.celu"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(624128, 256)]


def get_init_inputs():
    return []
