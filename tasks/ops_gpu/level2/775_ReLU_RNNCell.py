"""ReLU -> RNNCell: synthesised by warpgym synth (seed 7, index 1252, torch#2, dim 0 x2300)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> RNNCell"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.rnncell_1 = nn.RNNCell(hidden_size=256, input_size=256)

    def forward(self, x):
        x = self.relu_0(x)
        x = self.rnncell_1(x)
        return x


def get_inputs():
    return [torch.randn(588800, 256)]


def get_init_inputs():
    return []
