"""torch.exp2 -> hf.LaplaceActivation -> ZeroPad3d: synthesised by warpgym synth (seed 9, index 310, transformers#3, dim 0 x3157)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """torch.exp2 -> hf.LaplaceActivation -> ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()
        self.zeropad3d_2 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = torch.exp2(x)
        x = self.laplaceactivation_1(x)
        x = self.zeropad3d_2(x)
        return x


def get_inputs():
    return [torch.randn(12628, 16, 8, 8, 8)]


def get_init_inputs():
    return []
