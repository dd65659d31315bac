"""MaxPool1d -> ELU: synthesised by warpgym synth (seed 7, index 5386, torch#2, dim 0 x18730)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> ELU"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)
        self.elu_1 = nn.ELU()

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(2397440, 256)]


def get_init_inputs():
    return []
