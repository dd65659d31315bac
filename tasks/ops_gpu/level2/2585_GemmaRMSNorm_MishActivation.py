"""hf.GemmaRMSNorm -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 4087, transformers#2, dim 0 x382)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(6112, 64, 128)]


def get_init_inputs():
    return []
