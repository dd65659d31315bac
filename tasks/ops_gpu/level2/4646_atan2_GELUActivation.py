"""torch.atan2 -> hf.GELUActivation: synthesised by warpgym synth (seed 8, index 335, transformers#2, dim 0 x1548)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """torch.atan2 -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x, x1):
        x = torch.atan2(x, x1)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(24768, 32, 256), torch.randn(24768, 32, 256)]


def get_init_inputs():
    return []
