"""torch.frac -> torch.tan -> hf.MishActivation -> LocalResponseNorm: synthesised by warpgym synth (seed 8, index 364, transformers#4, dim 0 x1093)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.frac -> torch.tan -> hf.MishActivation -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.mishactivation_2 = MishActivation()
        self.localresponsenorm_3 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = torch.frac(x)
        x = torch.tan(x)
        x = self.mishactivation_2(x)
        x = self.localresponsenorm_3(x)
        return x


def get_inputs():
    return [torch.randn(4372, 32, 32, 32)]


def get_init_inputs():
    return []
