"""F.rrelu -> torch.fmin -> Softmax: synthesised by warpgym synth (seed 9, index 640, torch#3, dim 0 x368)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> torch.fmin -> Softmax"""

    def __init__(self):
        super().__init__()
        self.softmax_2 = nn.Softmax()

    def forward(self, x, x1):
        x = F.rrelu(x)
        x = torch.fmin(x, x1)
        x = self.softmax_2(x)
        return x


def get_inputs():
    return [torch.randn(5888, 32, 16, 16), torch.randn(5888, 32, 16, 16)]


def get_init_inputs():
    return []
