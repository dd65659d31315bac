"""ZeroPad2d -> LSTMCell: synthesised by warpgym synth (seed 7, index 4457, torch#2, dim 0 x127)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> LSTMCell"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.lstmcell_1 = nn.LSTMCell(hidden_size=258, input_size=258)

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = self.lstmcell_1(x)[0]
        return x


def get_inputs():
    return [torch.randn(32512, 256)]


def get_init_inputs():
    return []
