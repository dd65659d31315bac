"""torch.arcsinh -> F.softsign -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 2254, transformers#3, dim 0 x651)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """torch.arcsinh -> F.softsign -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_2 = GELUActivation()

    def forward(self, x):
        x = torch.arcsinh(x)
        x = F.softsign(x)
        x = self.geluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(5208, 64, 16, 16)]


def get_init_inputs():
    return []
