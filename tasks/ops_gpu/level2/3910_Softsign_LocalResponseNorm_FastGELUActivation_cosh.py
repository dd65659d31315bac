"""Softsign -> LocalResponseNorm -> hf.FastGELUActivation -> torch.cosh: synthesised by warpgym synth (seed 7, index 6161, transformers#4, dim 0 x82)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """Softsign -> LocalResponseNorm -> hf.FastGELUActivation -> torch.cosh"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)
        self.fastgeluactivation_2 = FastGELUActivation()

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.localresponsenorm_1(x)
        x = self.fastgeluactivation_2(x)
        x = torch.cosh(x)
        return x


def get_inputs():
    return [torch.randn(2624, 128, 64)]


def get_init_inputs():
    return []
