"""ConstantPad1d -> Mish -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 2481, transformers#3, dim 0 x762)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """ConstantPad1d -> Mish -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.mish_1 = nn.Mish()
        self.quickgeluactivation_2 = QuickGELUActivation()

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = self.mish_1(x)
        x = self.quickgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(195072, 256)]


def get_init_inputs():
    return []
