"""hf.FastGELUActivation -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 5604, transformers#2, dim 0 x1205)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.fastgeluactivation_0(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(154240, 256)]


def get_init_inputs():
    return []
