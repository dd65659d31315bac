"""torch.logaddexp2 -> F.log_softmax: synthesised by warpgym synth (seed 7, index 6776, torch#2, dim 0 x2665)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp2 -> F.log_softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.logaddexp2(x, x1)
        x = F.log_softmax(x)
        return x


def get_inputs():
    return [torch.randn(42640, 32, 16, 16), torch.randn(42640, 32, 16, 16)]


def get_init_inputs():
    return []
