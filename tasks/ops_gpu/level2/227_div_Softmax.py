"""torch.div -> Softmax: synthesised by warpgym synth (seed 7, index 350, torch#2, dim 0 x453)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.div -> Softmax"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()

    def forward(self, x, x1):
        x = torch.div(x, x1)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(3624, 256, 128), torch.randn(3624, 256, 128)]


def get_init_inputs():
    return []
