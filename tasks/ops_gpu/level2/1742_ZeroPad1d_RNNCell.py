"""ZeroPad1d -> RNNCell: synthesised by warpgym synth (seed 7, index 2759, torch#2, dim 0 x7071)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> RNNCell"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.rnncell_1 = nn.RNNCell(hidden_size=258, input_size=258)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.rnncell_1(x)
        return x


def get_inputs():
    return [torch.randn(905088, 256)]


def get_init_inputs():
    return []
