"""Threshold -> LSTMCell: synthesised by warpgym synth (seed 8, index 24, torch#2, dim 0 x17)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> LSTMCell"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.lstmcell_1 = nn.LSTMCell(hidden_size=512, input_size=512)

    def forward(self, x):
        x = self.threshold_0(x)
        x = self.lstmcell_1(x)[0]
        return x


def get_inputs():
    return [torch.randn(4352, 512)]


def get_init_inputs():
    return []
