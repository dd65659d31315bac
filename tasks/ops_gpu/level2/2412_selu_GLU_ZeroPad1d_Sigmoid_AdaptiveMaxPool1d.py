"""F.selu -> GLU -> ZeroPad1d -> Sigmoid -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 3803, torch#5, dim 0 x2057)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> GLU -> ZeroPad1d -> Sigmoid -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()
        self.zeropad1d_2 = nn.ZeroPad1d(padding=1)
        self.sigmoid_3 = nn.Sigmoid()
        self.adaptivemaxpool1d_4 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = F.selu(x)
        x = self.glu_1(x)
        x = self.zeropad1d_2(x)
        x = self.sigmoid_3(x)
        x = self.adaptivemaxpool1d_4(x)
        return x


def get_inputs():
    return [torch.randn(1053184, 256)]


def get_init_inputs():
    return []
