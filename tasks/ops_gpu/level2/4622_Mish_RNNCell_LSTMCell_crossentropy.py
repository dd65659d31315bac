"""Mish -> RNNCell -> LSTMCell -> F.cross_entropy: synthesised by warpgym synth (seed 8, index 98, torch#4, dim 0 x13)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> RNNCell -> LSTMCell -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.rnncell_1 = nn.RNNCell(hidden_size=1024, input_size=1024)
        self.lstmcell_2 = nn.LSTMCell(hidden_size=1024, input_size=1024)

    def forward(self, x, x1):
        x = self.mish_0(x)
        x = self.rnncell_1(x)
        x = self.lstmcell_2(x)[0]
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(832, 1024), torch.randn(832, 1024)]


def get_init_inputs():
    return []
