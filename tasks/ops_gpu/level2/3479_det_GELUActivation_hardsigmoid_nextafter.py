"""torch.det -> hf.GELUActivation -> F.hardsigmoid -> torch.nextafter: synthesised by warpgym synth (seed 7, index 5463, transformers#4, dim 0 x2378)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """torch.det -> hf.GELUActivation -> F.hardsigmoid -> torch.nextafter"""

    def __init__(self):
        super().__init__()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x, x1):
        x = torch.det(x)
        x = self.geluactivation_1(x)
        x = F.hardsigmoid(x)
        x = torch.nextafter(x, x1)
        return x


def get_inputs():
    return [torch.randn(19024, 16, 32, 32), torch.randn(19024, 16)]


def get_init_inputs():
    return []
