"""MaxPool2d -> torch.matrix_exp -> PReLU: synthesised by warpgym synth (seed 7, index 6861, torch#3, dim 0 x7371)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> torch.matrix_exp -> PReLU"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)
        self.prelu_2 = nn.PReLU()

    def forward(self, x):
        x = self.maxpool2d_0(x)
        x = torch.matrix_exp(x)
        x = self.prelu_2(x)
        return x


def get_inputs():
    return [torch.randn(58968, 64, 16, 16)]


def get_init_inputs():
    return []
