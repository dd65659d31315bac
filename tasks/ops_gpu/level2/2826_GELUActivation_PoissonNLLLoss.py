"""hf.GELUActivation -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 3856, transformers#2, dim 0 x737)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()
        self.poissonnllloss_1 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = self.geluactivation_0(x)
        x = self.poissonnllloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(2948, 32, 32, 32), torch.randn(2948, 32, 32, 32)]


def get_init_inputs():
    return []
