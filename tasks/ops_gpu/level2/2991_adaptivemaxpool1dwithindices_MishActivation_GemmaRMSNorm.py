"""F.adaptive_max_pool1d_with_indices -> hf.MishActivation -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 4728, transformers#3, dim 0 x3203)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """F.adaptive_max_pool1d_with_indices -> hf.MishActivation -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()
        self.gemmarmsnorm_2 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = self.mishactivation_1(x)
        x = self.gemmarmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(51248, 64, 128)]


def get_init_inputs():
    return []
