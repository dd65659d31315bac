"""AdaptiveMaxPool1d -> hf.LaplaceActivation -> torch.geqrf -> hf.GemmaRMSNorm -> F.normalize: synthesised by warpgym synth (seed 7, index 2083, transformers#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """AdaptiveMaxPool1d -> hf.LaplaceActivation -> torch.geqrf -> hf.GemmaRMSNorm -> F.normalize"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)
        self.laplaceactivation_1 = LaplaceActivation()
        self.gemmarmsnorm_3 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = self.laplaceactivation_1(x)
        x = torch.geqrf(x)[0]
        x = self.gemmarmsnorm_3(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(256, 512)]


def get_init_inputs():
    return []
