"""torch.fliplr -> hf.GemmaRMSNorm -> GLU -> hf.NewGELUActivation: synthesised by warpgym synth (seed 9, index 303, transformers#4, dim 0 x387)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.fliplr -> hf.GemmaRMSNorm -> GLU -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)
        self.glu_2 = nn.GLU()
        self.newgeluactivation_3 = NewGELUActivation()

    def forward(self, x):
        x = torch.fliplr(x)
        x = self.gemmarmsnorm_1(x)
        x = self.glu_2(x)
        x = self.newgeluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(24768, 1024)]


def get_init_inputs():
    return []
