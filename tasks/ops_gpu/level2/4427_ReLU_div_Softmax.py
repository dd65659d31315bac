"""ReLU -> torch.div -> Softmax: synthesised by warpgym synth (seed 7, index 6955, torch#3, dim 0 x2679)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> torch.div -> Softmax"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.softmax_2 = nn.Softmax()

    def forward(self, x, x1):
        x = self.relu_0(x)
        x = torch.div(x, x1)
        x = self.softmax_2(x)
        return x


def get_inputs():
    return [torch.randn(21432, 16, 32, 32), torch.randn(21432, 16, 32, 32)]


def get_init_inputs():
    return []
