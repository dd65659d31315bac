"""ConstantPad1d -> F.silu -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 3608, transformers#3, dim 0 x2079)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """ConstantPad1d -> F.silu -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.fastgeluactivation_2 = FastGELUActivation()

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = F.silu(x)
        x = self.fastgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(33264, 32, 256)]


def get_init_inputs():
    return []
