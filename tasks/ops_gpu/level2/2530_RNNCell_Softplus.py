"""RNNCell -> Softplus: synthesised by warpgym synth (seed 7, index 4010, torch#2, dim 0 x318)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RNNCell -> Softplus"""

    def __init__(self):
        super().__init__()
        self.rnncell_0 = nn.RNNCell(hidden_size=256, input_size=256)
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.rnncell_0(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(81408, 256)]


def get_init_inputs():
    return []
