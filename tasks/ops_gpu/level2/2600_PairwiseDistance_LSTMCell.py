"""PairwiseDistance -> LSTMCell: synthesised by warpgym synth (seed 7, index 4113, torch#2, dim 0 x981)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> LSTMCell"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()
        self.lstmcell_1 = nn.LSTMCell(hidden_size=32, input_size=32)

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = self.lstmcell_1(x)[0]
        return x


def get_inputs():
    return [torch.randn(15696, 32, 256), torch.randn(15696, 32, 256)]


def get_init_inputs():
    return []
