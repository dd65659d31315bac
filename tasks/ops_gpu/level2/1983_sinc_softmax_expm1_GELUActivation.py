"""torch.sinc -> F.softmax -> torch.expm1 -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 3129, transformers#4, dim 0 x594)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """torch.sinc -> F.softmax -> torch.expm1 -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_3 = GELUActivation()

    def forward(self, x):
        x = torch.sinc(x)
        x = F.softmax(x)
        x = torch.expm1(x)
        x = self.geluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(19008, 128, 64)]


def get_init_inputs():
    return []
