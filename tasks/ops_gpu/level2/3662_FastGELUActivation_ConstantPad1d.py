"""hf.FastGELUActivation -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 5745, transformers#2, dim 0 x562)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.fastgeluactivation_0(x)
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(143872, 512)]


def get_init_inputs():
    return []
