"""MaxPool1d -> Softplus: synthesised by warpgym synth (seed 7, index 3211, torch#2, dim 0 x9996)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> Softplus"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(2558976, 256)]


def get_init_inputs():
    return []
