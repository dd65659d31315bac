"""hf.FastGELUActivation -> F.selu: synthesised by warpgym synth (seed 7, index 3609, transformers#2, dim 0 x1277)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> F.selu"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()

    def forward(self, x):
        x = self.fastgeluactivation_0(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(20432, 32, 256)]


def get_init_inputs():
    return []
