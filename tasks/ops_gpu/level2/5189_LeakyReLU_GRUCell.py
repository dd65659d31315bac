"""LeakyReLU -> GRUCell: synthesised by warpgym synth (seed 9, index 713, torch#2, dim 0 x161)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> GRUCell"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.grucell_1 = nn.GRUCell(hidden_size=1024, input_size=1024)

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = self.grucell_1(x)
        return x


def get_inputs():
    return [torch.randn(10304, 1024)]


def get_init_inputs():
    return []
