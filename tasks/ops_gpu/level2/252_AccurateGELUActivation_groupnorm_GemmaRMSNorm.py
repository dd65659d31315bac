"""hf.AccurateGELUActivation -> F.group_norm -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 389, transformers#3, dim 0 x2632)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.AccurateGELUActivation -> F.group_norm -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()
        self.gemmarmsnorm_2 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = F.group_norm(x, num_groups=2)
        x = self.gemmarmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(5264, 8, 8, 16, 16)]


def get_init_inputs():
    return []
