"""torch.addcmul -> hf.SiLUActivation: synthesised by warpgym synth (seed 10, index 103, transformers#2, dim 0 x906)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """torch.addcmul -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.siluactivation_1 = SiLUActivation()

    def forward(self, x, x1, x2):
        x = torch.addcmul(x, x1, x2)
        x = self.siluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(14496, 32, 256), torch.randn(14496, 32, 256), torch.randn(14496, 32, 256)]


def get_init_inputs():
    return []
