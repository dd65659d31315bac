"""Softplus -> LSTMCell: synthesised by warpgym synth (seed 7, index 1732, torch#2, dim 0 x1201)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> LSTMCell"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.lstmcell_1 = nn.LSTMCell(hidden_size=256, input_size=256)

    def forward(self, x):
        x = self.softplus_0(x)
        x = self.lstmcell_1(x)[0]
        return x


def get_inputs():
    return [torch.randn(153728, 256)]


def get_init_inputs():
    return []
