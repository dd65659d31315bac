"""Linear -> torch.sgn -> LSTMCell: synthesised by warpgym synth (seed 9, index 745, torch#3, dim 0 x73)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> torch.sgn -> LSTMCell"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=256, out_features=256)
        self.lstmcell_2 = nn.LSTMCell(hidden_size=256, input_size=256)

    def forward(self, x):
        x = self.linear_0(x)
        x = torch.sgn(x)
        x = self.lstmcell_2(x)[0]
        return x


def get_inputs():
    return [torch.randn(37376, 256)]


def get_init_inputs():
    return []
