"""F.sigmoid -> LSTMCell: synthesised by warpgym synth (seed 7, index 2891, torch#2, dim 0 x151)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> LSTMCell"""

    def __init__(self):
        super().__init__()
        self.lstmcell_1 = nn.LSTMCell(hidden_size=256, input_size=256)

    def forward(self, x):
        x = F.sigmoid(x)
        x = self.lstmcell_1(x)[0]
        return x


def get_inputs():
    return [torch.randn(19328, 256)]


def get_init_inputs():
    return []
