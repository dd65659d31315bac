"""hf.QuickGELUActivation -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 1032, transformers#2, dim 0 x1649)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = self.zeropad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(13192, 256, 128)]


def get_init_inputs():
    return []
