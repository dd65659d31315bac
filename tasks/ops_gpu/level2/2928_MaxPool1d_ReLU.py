"""MaxPool1d -> ReLU: synthesised by warpgym synth (seed 7, index 4629, torch#2, dim 0 x15780)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> ReLU"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)
        self.relu_1 = nn.ReLU()

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = self.relu_1(x)
        return x


def get_inputs():
    return [torch.randn(2019840, 256)]


def get_init_inputs():
    return []
