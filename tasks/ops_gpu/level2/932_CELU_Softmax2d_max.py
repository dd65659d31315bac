"""CELU -> Softmax2d -> torch.max: synthesised by warpgym synth (seed 7, index 1514, torch#3, dim 0 x747)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> Softmax2d -> torch.max"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.softmax2d_1 = nn.Softmax2d()

    def forward(self, x, x1):
        x = self.celu_0(x)
        x = self.softmax2d_1(x)
        x = torch.max(x, x1)
        return x


def get_inputs():
    return [torch.randn(11952, 32, 256), torch.randn(11952, 32, 256)]


def get_init_inputs():
    return []
