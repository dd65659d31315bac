"""hf.FastGELUActivation -> F.hardtanh: synthesised by warpgym synth (seed 7, index 5256, transformers#2, dim 0 x329)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> F.hardtanh"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()

    def forward(self, x):
        x = self.fastgeluactivation_0(x)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(168448, 256)]


def get_init_inputs():
    return []
