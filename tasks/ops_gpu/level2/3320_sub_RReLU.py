"""torch.sub -> RReLU: synthesised by warpgym synth (seed 7, index 5228, torch#2, dim 0 x1314)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> RReLU"""

    def __init__(self):
        super().__init__()
        self.rrelu_1 = nn.RReLU()

    def forward(self, x, x1):
        x = torch.sub(x, x1)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(42048, 128, 64), torch.randn(42048, 128, 64)]


def get_init_inputs():
    return []
