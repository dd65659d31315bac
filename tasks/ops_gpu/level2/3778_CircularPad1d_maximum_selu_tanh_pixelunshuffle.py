"""CircularPad1d -> torch.maximum -> F.selu -> F.tanh -> F.pixel_unshuffle: synthesised by warpgym synth (seed 7, index 5929, torch#5, dim 0 x1335)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad1d -> torch.maximum -> F.selu -> F.tanh -> F.pixel_unshuffle"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)

    def forward(self, x, x1):
        x = self.circularpad1d_0(x)
        x = torch.maximum(x, x1)
        x = F.selu(x)
        x = F.tanh(x)
        x = F.pixel_unshuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(21360, 64, 128), torch.randn(21360, 64, 130)]


def get_init_inputs():
    return []
