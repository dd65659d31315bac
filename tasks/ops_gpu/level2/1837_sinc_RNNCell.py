"""torch.sinc -> RNNCell: synthesised by warpgym synth (seed 7, index 2907, torch#2, dim 0 x698)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinc -> RNNCell"""

    def __init__(self):
        super().__init__()
        self.rnncell_1 = nn.RNNCell(hidden_size=1024, input_size=1024)

    def forward(self, x):
        x = torch.sinc(x)
        x = self.rnncell_1(x)
        return x


def get_inputs():
    return [torch.randn(44672, 1024)]


def get_init_inputs():
    return []
