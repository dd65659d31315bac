"""torch.rad2deg -> LSTMCell -> torch.sign: synthesised by warpgym synth (seed 10, index 25, torch#3, dim 0 x301)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> LSTMCell -> torch.sign"""

    def __init__(self):
        super().__init__()
        self.lstmcell_1 = nn.LSTMCell(hidden_size=1024, input_size=1024)

    def forward(self, x):
        x = torch.rad2deg(x)
        x = self.lstmcell_1(x)[0]
        x = torch.sign(x)
        return x


def get_inputs():
    return [torch.randn(19264, 1024)]


def get_init_inputs():
    return []
