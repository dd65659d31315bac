"""torch.fix -> hf.AccurateGELUActivation -> F.normalize: synthesised by warpgym synth (seed 7, index 3839, transformers#3, dim 0 x862)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """torch.fix -> hf.AccurateGELUActivation -> F.normalize"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = torch.fix(x)
        x = self.accurategeluactivation_1(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(3448, 32, 32, 32)]


def get_init_inputs():
    return []
